/**
 * A full-page capture is painted for the viewport the page has: the parts laid out only near the screen
 * (`content-visibility: auto`: the `render-near` class and the footer, styles/shop-theme.css,
 * docs/decisions/0028) that lie off that screen are not painted and would come out blank. While
 * capturing, this style draws them as a shopper who scrolls there sees them.
 */
export const WHOLE_PAGE_STYLE = '.render-near, footer { content-visibility: visible !important; }';
