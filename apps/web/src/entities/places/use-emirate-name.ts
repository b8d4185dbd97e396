import { useLingui } from '@lingui/react';
import { EMIRATES } from '@sameday/contract';
import { EMIRATE_LABELS } from './place-labels';

type Emirate = (typeof EMIRATES)[number];

/** Whether a name (an API's or a form's) is one of the seven emirates. */
export const isEmirate = (name: string): name is Emirate => (EMIRATES as readonly string[]).includes(name);

/** An emirate's name in the reader's language; any other name as given. */
export function useEmirateName(): (name: string) => string {
  const { i18n } = useLingui();
  return (name) => (isEmirate(name) ? i18n._(EMIRATE_LABELS[name]) : name);
}
