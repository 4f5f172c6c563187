// The script inlined into every shell document's <head> (tooling/rspack-config/src/early-script.ts).
import { startEarlyFetches } from './early-fetch';

void startEarlyFetches(document, window.location.href);
