/**
 * A full-page capture is painted for the viewport the page has: the parts marked `render-near`
 * (`content-visibility: auto`, docs/decisions/0028) that lie off that screen are not painted and would
 * come out blank. While capturing, this style draws them as a shopper who scrolls there sees them.
 */
export const WHOLE_PAGE_STYLE = '.render-near { content-visibility: visible !important; }';
