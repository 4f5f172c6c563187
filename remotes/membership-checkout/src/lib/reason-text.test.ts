import '../i18n';
import { initI18n } from '@csan/shared-ui';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { NS } from '../i18n/namespace';
import { REASON_TEXT, reasonText } from './reason-text';
import type { ServerReason } from './server-reason';

function inLanguage(language: string) {
  const t = initI18n().getFixedT(language, NS);
  const context = {
    t: (key: string, values?: Record<string, string | number>) => t(key, values ?? {}),
    language,
  };
  return (reason: ServerReason | null, fallback = 'FALLBACK') =>
    reasonText(reason, fallback, context);
}

const reason = (
  code: string | null,
  message: string | null,
  params: ServerReason['params'] = {},
): ServerReason => ({ code, message, params });

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

// English is bundled; the other catalogs load on demand, as in the browser.
beforeAll(() => initI18n().loadLanguages(['fr', 'sw']));

describe('reasonText', () => {
  const english = inLanguage('en');
  const french = inLanguage('fr');

  it('maps every code to a key of the catalogs', () => {
    for (const [code, entry] of Object.entries(REASON_TEXT)) {
      if (entry !== 'generic') expect(typeof lookup(en, entry.key), code).toBe('string');
    }
  });

  it('translates discount refusals in English and French', () => {
    const expired = reason('discount_expired', 'This discount code has expired');
    expect(english(expired)).toBe('This discount code has expired');
    expect(french(expired)).toBe('Ce code de réduction a expiré');
    const applied = reason('discount_applied', 'Discount code applied');
    expect(french(applied)).toBe('Code de réduction appliqué');
    expect(french(reason('discount_usage_limit', 'x'))).toBe(
      'Ce code de réduction a atteint sa limite d’utilisation',
    );
    expect(inLanguage('sw')(reason('sign_in_required', 'Please sign in to continue'))).toBe(
      'Tafadhali ingia ili kuendelea',
    );
  });

  it('interpolates the tier (translated), the minimum amount (formatted) and the team minimum', () => {
    const tier = reason(
      'discount_wrong_tier',
      'This discount code is not valid for the Corporate tier',
      {
        tier: 'Corporate',
      },
    );
    expect(english(tier)).toBe('This discount code is not valid for the Corporate tier');
    expect(french(tier)).toBe('Ce code de réduction n’est pas valable pour la formule Entreprise');

    const minimum = reason(
      'discount_min_purchase',
      'A minimum purchase of GHS 1000.00 is required for this code',
      {
        min_purchase_cents: 100000,
      },
    );
    expect(english(minimum)).toBe('A minimum purchase of GHS 1,000.00 is required for this code');
    expect(french(minimum)).toMatch(/^Un achat minimum de GHS 1\s000,00 est requis pour ce code$/);

    const team = reason('team_size_min', 'Team size must be at least 5', { min: 5 });
    expect(english(team)).toBe('Team size must be at least 5');
    expect(french(team)).toBe('La taille de l’équipe doit être d’au moins 5');
  });

  it('translates the new total, the seats and the second factor', () => {
    const changed = reason(
      'total_changed',
      'The total is now GHS 2610.00: review your order before paying',
      { total_cents: 261000 },
    );
    expect(english(changed)).toBe('The total is now GHS 2,610.00: review your order before paying');
    expect(french(changed)).toMatch(
      /^Le total est maintenant de GHS 2\s610,00 : vérifiez votre commande avant de payer$/,
    );
    expect(english(reason('team_size_below_seats', 'x', { used: 6 }))).toBe(
      'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first',
    );
    expect(french(reason('tier_below_seats', 'x', { used: 6, tier: 'Student' }))).toBe(
      'Vos équipes occupent 6 places Entreprise : retirez des personnes de vos équipes avant de choisir la formule Étudiant',
    );
    expect(french(reason('discount_checks_limited', 'x'))).toBe(
      'Trop de vérifications de codes de réduction. Veuillez réessayer dans quelques minutes.',
    );
    expect(english(reason('mfa_required', 'x'))).toBe(
      'Verify your authenticator code (MFA) in this session to continue',
    );
    expect(english(reason('total_changed', 'Server text', { total_cents: 'lots' }))).toBe(
      'Server text',
    );
  });

  it('translates the payment errors', () => {
    expect(french(reason('payment_not_found', 'Payment not found'))).toBe('Paiement introuvable');
    expect(french(reason('payment_provider_unreachable', 'Could not reach…'))).toBe(
      'Impossible de joindre le prestataire de paiement. Veuillez réessayer.',
    );
    expect(french(reason('admin_free_access', 'Admins have free access to all features'))).toBe(
      'Les administrateurs ont un accès gratuit à toutes les fonctionnalités',
    );
  });

  it('shows the server text for an unknown code or unusable params, else the fallback', () => {
    expect(french(reason('brand_new_code', 'Something new happened'))).toBe(
      'Something new happened',
    );
    expect(french(reason(null, 'Unknown payment reference'))).toBe('Unknown payment reference');
    expect(french(reason('constructor', 'Prototype'))).toBe('Prototype');
    expect(french(reason('discount_wrong_tier', 'Server text'))).toBe('Server text');
    expect(
      french(reason('discount_min_purchase', 'Server text', { min_purchase_cents: '1000' })),
    ).toBe('Server text');
    expect(french(null, 'Échec de la validation du code')).toBe('Échec de la validation du code');
    expect(french(reason('brand_new_code', null), 'Échec')).toBe('Échec');
  });

  it('shows the fallback for failures with nothing to tell the member', () => {
    expect(
      french(reason('internal_error', 'Internal error'), 'La vérification du paiement a échoué.'),
    ).toBe('La vérification du paiement a échoué.');
    expect(english(reason('payment_init_failed', 'Failed to initialize payment'), '')).toBe('');
  });
});
