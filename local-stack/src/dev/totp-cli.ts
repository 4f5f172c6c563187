/**
 * `pnpm totp <email|secret>`: the current 6-digit code for a demo account's factor (or any
 * base32 secret), so a newcomer can pass the MFA step without an authenticator app. A code is
 * accepted once per factor and 30 s step: if one was just used, wait for the next.
 */
import { totpCode } from './totp-code.js';

const [input] = process.argv.slice(2);
if (!input) {
  console.error('usage: pnpm totp <admin@csan.test | partner@csan.test | BASE32SECRET>');
  process.exit(2);
}
try {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${totpCode(input)}   (valid for ${secondsLeft} s more)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
