import { createShellConfig } from '@csan/rspack-config';

export default createShellConfig({ dir: import.meta.dirname });
