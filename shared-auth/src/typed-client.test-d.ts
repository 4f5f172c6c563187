// Type-level test, checked by `pnpm typecheck` (never run): the client is typed from the
// generated Database, and a query file that declares the rows it returns fails to compile
// when it names a column, table, function or argument the schema does not have. Each
// `@ts-expect-error` fails the type check if the error it expects goes away.
import type { Tables } from './database.types';
import type { CsanClient } from './supabase';

declare const client: CsanClient;

type Payment = Pick<Tables<'transactions'>, 'id' | 'amount_cents' | 'status' | 'created_at'>;

// The way query files are written: the fetcher's return type names the rows it promises.
export async function payments(userId: string): Promise<Payment[]> {
  const { data, error } = await client
    .from('transactions')
    .select('id, amount_cents, status, created_at')
    .eq('user_id', userId);
  if (error) throw error;
  return data;
}

export async function unknownColumn(): Promise<Payment[]> {
  // postgrest-js types an unknown column as SelectQueryError, which is not a row.
  const { data, error } = await client
    .from('transactions')
    .select('id, amount, status, created_at');
  if (error) throw error;
  // @ts-expect-error column 'amount' does not exist on 'transactions'
  return data;
}

export async function missingColumn(): Promise<Payment[]> {
  const { data, error } = await client.from('transactions').select('id, amount_cents, status');
  if (error) throw error;
  // @ts-expect-error the select leaves out created_at, which the fetcher promises
  return data;
}

export async function writes(userId: string) {
  // @ts-expect-error no table 'transaction'
  await client.from('transaction').select('id');
  // @ts-expect-error no column 'nickname' on profiles
  await client.from('profiles').update({ nickname: 'x' }).eq('user_id', userId);
  // @ts-expect-error amount_cents is a number
  await client.from('transactions').update({ amount_cents: '100' }).eq('id', 'tx-1');
  // @ts-expect-error a waitlist row needs a name
  await client.from('waitlist').insert({ email: 'a@csan.test' });
}

export async function functions(userId: string): Promise<boolean> {
  // @ts-expect-error no function 'has_roles'
  await client.rpc('has_roles', { _user_id: userId, _role: 'admin' });
  // @ts-expect-error has_role takes _user_id, not user_id
  await client.rpc('has_role', { user_id: userId, _role: 'admin' });
  const { data, error } = await client.rpc('has_role', { _user_id: userId, _role: 'admin' });
  if (error) throw error;
  return data;
}
