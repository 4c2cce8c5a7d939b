// /category/{categoryId}, /{subcategoryId}, /{itemId} (spec 2 §Category page), composed from features/category.
export { CategoryPage } from '../../features/category/components/category-page.tsx';
