// The script inlined into each prerendered document's <head> (bundled by scripts/prerender.ts).
import { runGate } from './gate';

runGate();
