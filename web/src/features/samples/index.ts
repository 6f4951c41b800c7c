/** What other features use of the Try-on List: the detail page's "Order a sample". */
export { SampleButton } from './SampleButton';
