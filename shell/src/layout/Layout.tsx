import { Box } from '@csan/shared-ui';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { MfaEnforcement } from '../guards/MfaEnforcement';
import { OfflineNoticeSlot } from '../offline/OfflineNoticeSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { MfaBannerSlot } from './MfaBannerSlot';
import { SkipLink } from './SkipLink';
import { ToasterSlot } from './ToasterSlot';
import { useNewPageFocus } from './use-new-page-focus';

/**
 * The common shell around every page: header, MFA banner, main region (behind the MFA
 * lockout check), footer. A new page starts at the top with focus in the main region.
 */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <Header />
      {/* The banner is part of the page (inside <main>, where landmarks reach it), above it. */}
      <Box as="main" id="main" ref={main} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <OfflineNoticeSlot />
        <MfaBannerSlot />
        <MfaEnforcement>
          <Outlet />
        </MfaEnforcement>
      </Box>
      <Footer />
      <ToasterSlot />
    </Box>
  );
}
