// The design-system facade: remotes import Chakra components from
// `@csan/shared-ui`, never from `@chakra-ui/react`, so one copy of exactly
// these components ships as a shared singleton (ARCHITECTURE.md on bundle size).
// Add a component here when a page needs it; keep the list to what is used. This is the core,
// on every page's start-up path: components of forms and overlays that no first paint needs go
// to the on-demand half instead (../forms/chakra.ts, `@csan/shared-ui/forms`).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  chakra,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  List,
  Portal,
  Separator,
  SimpleGrid,
  Span,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
