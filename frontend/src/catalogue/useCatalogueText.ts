import { useLingui } from '@lingui/react';
import type { Localized } from 'shared/api/catalogue';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { findCourse, inLanguage, shownPrice, type ShownPrice } from './courses.ts';

/** Picks a catalogue text in the page's language (re-rendered when the language changes). */
export function useInLanguage(): (text: Localized) => string {
  const { i18n } = useLingui();
  return (text) => inLanguage(text, i18n.locale);
}

/**
 * The price to show: the chosen course's (by slug, id or English name) or, with none, the lowest registration fee
 * offered. Undefined until the catalogue is known.
 */
export function useShownPrice(chosen?: string | null): ShownPrice | undefined {
  const { data } = useCatalogue();
  return data && shownPrice(data, findCourse(data, chosen));
}
