import { OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT } from '../../../../../calc/fractions';
import type { UrlState } from '../calculator-shared/use-url-state';

/**
 * The royalty page's inputs as link parameters, with the value each box starts with. Unit sizes start at
 * 640 (a section, the usual Oklahoma unit) and the tax at Oklahoma's usual 7%.
 */
export const ROYALTY_LINK_DEFAULTS = {
  // NRI from mineral acres; the division order check and the income estimate reuse these.
  acres: '',
  royalty: '',
  unit: '640',
  alloc: '',
  // Mineral acres from NRI.
  nri: '',
  nri_royalty: '',
  nri_unit: '640',
  nri_alloc: '',
  // Check my division order.
  stated: '',
  // Monthly income estimate. inc_nri left unset follows the NRI calculator.
  inc_nri: '',
  oil_bbl: '',
  oil_price: '',
  gas_mcf: '',
  gas_price: '',
  tax: OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT,
  deductions: '',
};

export type RoyaltyLinkKey = keyof typeof ROYALTY_LINK_DEFAULTS;
export type RoyaltyLink = UrlState<RoyaltyLinkKey>;
