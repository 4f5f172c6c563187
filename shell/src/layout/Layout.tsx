import { Box } from '@csan/shared-ui';
import { Outlet } from 'react-router-dom';
import { MfaEnforcement } from '../guards/MfaEnforcement';
import { Footer } from './Footer';
import { Header } from './Header';
import { MfaBannerSlot } from './MfaBannerSlot';
import { SkipLink } from './SkipLink';
import { ToasterSlot } from './ToasterSlot';

/**
 * The common shell around every page: header, MFA banner, main region (behind the MFA
 * lockout check), footer.
 */
export function Layout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <Header />
      <MfaBannerSlot />
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <MfaEnforcement>
          <Outlet />
        </MfaEnforcement>
      </Box>
      <Footer />
      <ToasterSlot />
    </Box>
  );
}
