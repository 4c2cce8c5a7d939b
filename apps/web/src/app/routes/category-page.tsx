// /category/{categoryId}, /{subcategoryId}, /{itemId} (docs/behaviour/catalogue.md#category-page), composed from
// features/category.
export { CategoryPage } from '../../features/category/components/category-page.tsx';
