import { MenuButton } from './MenuButton';
import { PanelOnIntent } from './PanelOnIntent';

const loadDrawer = () => import('./SidePanelDrawer');

/**
 * Small screens: a slide-in panel repeating the top links, the user area and the language
 * choice (SidePanelDrawer), loaded when first wanted; until then its button stands alone.
 */
export function SidePanel() {
  return (
    <PanelOnIntent
      load={loadDrawer}
      haspopup="dialog"
      standIn={(props) => <MenuButton {...props} />}
    />
  );
}
