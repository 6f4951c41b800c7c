import { answerParent } from '../../adapters/threads/run-worker';
import { type LabelsInput, labelsPdf } from './label-pdf';

// Runs on a thread of its own (label-pdf.ts renderLabels): a thousand labels take the CPU for about a second.
await answerParent(async ({ labels, layout, lang, cjk }: LabelsInput) => {
  const pdf = await labelsPdf(labels, layout, lang, cjk);
  // A Buffer may be a view into a shared pool: send bytes of its own, which can be moved.
  return new Uint8Array(pdf);
});
