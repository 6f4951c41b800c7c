/** What other features use of the stock pages: the label dialog of a product's variants. */
export { VariantLabelsModal } from './VariantLabelsModal';
