/** What other features use of the Brand List: the product form's brand picker. */
export { BrandPicker } from './BrandPicker';
