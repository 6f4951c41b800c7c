import { addNamespace } from '../../lib/i18n';
import en from '../../locales/policy/en.json';
import zh from '../../locales/policy/zh.json';

/**
 * The policy articles are the longest texts of the mall and only their two pages read them: they come with
 * those pages' chunk, not with the texts every page fetches before its first render. Registered when this
 * module is first used; the pages read them through `useTranslation(POLICY_NS)` (a binding, not a bare
 * import: the web package declares no side effects, so an import for its effect alone would be dropped).
 */
function registerPolicyTexts(): 'policy' {
  addNamespace('policy', { en, zh });
  return 'policy';
}

export const POLICY_NS = registerPolicyTexts();
