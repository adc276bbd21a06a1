import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { WORDS, wordsFrom } from '../layout/wordsFrom';
import type { HelpingState } from './useHelping';
import { planInUse } from './planWords';

// The menu (MUI's Menu, its popover and list) downloads when first opened: most people help
// with no plan and never see the switcher.
const PlanMenu = lazy(() => import('./PlanMenu'));

/**
 * The header's switcher between the user's own plan and each plan they help with: a button
 * naming the plan in use. Rendered only for a user with plans (the header decides).
 */
export function PlanSwitcher({ helping, plans }: Omit<HelpingState, 'isKnown'>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept once loaded, so that it closes with its transition and gives the focus back.
  const [menuWanted, setMenuWanted] = useState(false);
  const name = planInUse(helping);
  return (
    <>
      {/* The name fits beside Account and Sign Out from md up; below, the icon alone. */}
      <Button
        aria-label={name}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<SwitchAccountIcon />}
        endIcon={<ArrowDropDownIcon />}
        sx={{ ...wordsFrom('md'), maxWidth: 300, mr: { md: 1 } }}
      >
        <span
          className={WORDS}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </span>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <PlanMenu
            id={menuId}
            anchor={anchor}
            close={() => setAnchor(null)}
            helping={helping}
            plans={plans}
          />
        </Suspense>
      )}
    </>
  );
}
