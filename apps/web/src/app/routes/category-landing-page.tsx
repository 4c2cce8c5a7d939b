// /category: the all-categories landing page (docs/behaviour/catalogue.md#category-landing), composed from
// features/category.
import { CategoryLanding } from '../../features/category/components/category-landing.tsx';

export function CategoryLandingPage() {
  return (
    <div className="container-page py-3 md:py-4">
      <CategoryLanding />
    </div>
  );
}
