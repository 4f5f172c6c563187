import { system } from '../theme/system';
import { registerFormsRecipes } from './recipes';

// Runs once, when the forms part of shared-ui is first loaded: before any of its components can
// render. A relative import on purpose: it is the same module as the core's `system` (shared-ui
// is one package built into the shell, which provides both singletons).
registerFormsRecipes(system);
