import { z } from 'zod';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  paystackEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, json, withHttp } from '../_shared/http.ts';
import { verifiedTransaction } from '../_shared/paystack.ts';
import { isValidPaystackSignature } from '../_shared/paystack-signature.ts';
import { settlePayment } from '../_shared/settlement.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const event = z.object({ event: z.string(), data: z.unknown() });

/**
 * Paystack → POST with `x-paystack-signature` (HMAC-SHA512 of the raw body).
 * verify_jwt is off for this function (supabase/config.toml): the signature
 * is the only credential, so a missing or forged one is a 401 before anything
 * is parsed. `charge.success` takes the same activation path as
 * verify-payment (idempotent); every other event is acknowledged and ignored,
 * since Paystack retries anything that is not a 200.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...paystackEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const raw = await req.text();
    const signature = req.headers.get('x-paystack-signature');
    if (!(await isValidPaystackSignature(config.PAYSTACK_SECRET_KEY, raw, signature))) {
      throw new HttpError(401, 'Invalid signature');
    }
    let parsed: z.infer<typeof event>;
    try {
      parsed = event.parse(JSON.parse(raw));
    } catch {
      throw new HttpError(400, 'Invalid event');
    }
    if (parsed.event !== 'charge.success') return json({ received: true, ignored: parsed.event });

    const trx = verifiedTransaction.safeParse(parsed.data);
    if (!trx.success) throw new HttpError(400, 'Invalid event');
    const settlement = await settlePayment(service, trx.data);
    // An unknown reference (another integration on the same Paystack account) is not retried.
    if (settlement === 'not_found')
      console.warn(`charge.success for unknown ${trx.data.reference}`);
    return json({ received: true, settlement });
  });
}
