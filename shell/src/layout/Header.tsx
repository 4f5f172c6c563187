import { paths } from '@csan/shared-auth/paths';
import { Box, Container, Flex, HStack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { AreaBar } from './AreaBar';
import { LanguageMenu } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { ShellLink } from './ShellLink';
import { SidePanel } from './SidePanel';
import { UserArea } from './UserArea';

/** The header: (on an area host, the sites bar) top links, user area, language switcher. */
export function Header() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <AreaBar />
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="6">
          <Box fontWeight="bold" fontSize="xl" color="brand.800">
            <ShellLink to={paths.home()}>CSAN</ShellLink>
          </Box>
          <Box as="nav" aria-label={t('nav.label')} display={{ base: 'none', lg: 'block' }}>
            <NavLinks direction="row" />
          </Box>
          <HStack gap="2">
            <LanguageMenu />
            <Box display={{ base: 'none', lg: 'block' }}>
              <UserArea />
            </Box>
            <SidePanel />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
