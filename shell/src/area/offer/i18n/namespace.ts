/** The i18next namespace of an area host's access page (its own lazy chunk). */
export const AREA_OFFER_NS = 'area-offer';
