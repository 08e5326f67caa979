import { useEffect } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { useCategories } from '../api/get-categories.ts';
import { SectionHeading } from './section-heading.tsx';
import { SubcategoryCard, SubcategoryCardSkeleton } from './subcategory-card.tsx';

// Centred rows: a category with two or three subcategories sits balanced under its heading.
const ROW = 'flex flex-wrap justify-center gap-x-3 gap-y-6 sm:gap-x-4 lg:gap-x-5';
// Categories after the first are below a phone's first screen (a category's block: 535 px at 390 wide).
const NEAR = 'render-near [--near-height:535px] lg:[--near-height:378px]';
const CELL = 'w-[calc(50%-0.375rem)] sm:w-[calc(33.333%-0.667rem)] lg:w-[calc(25%-0.9375rem)]';

/** 'Categories': each category's heading and its subcategory cards (spec §2). A failure is only logged. */
export function CategoriesSection() {
  const t = useTexts();
  const { data, isPending, error } = useCategories();
  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);
  if (error || (data && data.length === 0)) return null;

  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20">
      <SectionHeading id="categories-title" note={t.categoriesNote}>
        {t.categories}
      </SectionHeading>
      {isPending ? (
        <div aria-busy="true">
          <div className="mx-auto mb-5 h-7 w-40 rounded bg-plum-50" />
          <div className={ROW}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={CELL}>
                <SubcategoryCardSkeleton />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div className="space-y-12">
          {data.map((category, i) => (
            <div key={category.category} className={i > 0 ? NEAR : undefined}>
              <h3 className="mb-5 flex items-center gap-4 font-display text-xl text-plum-800 sm:text-2xl">
                <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-transparent to-plum-200" />
                {t.categoryName(category.category)}
                <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-l from-transparent to-plum-200" />
              </h3>
              <ul className={ROW}>
                {category.subcategories.map((sub) => (
                  <li key={sub.subcategory} className={CELL}>
                    <SubcategoryCard name={sub.subcategory} image={sub.displayImage} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
