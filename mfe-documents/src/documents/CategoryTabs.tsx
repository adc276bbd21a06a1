import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { documentCategoryLabels, documentTabCategories } from '@legacy-planner/contracts';
import type { CategoryFilter } from './filterDocuments';

const tabs: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...documentTabCategories.map((category) => ({
    value: category,
    label: documentCategoryLabels[category],
  })),
];

/** All and the ten document categories; scrolls sideways on a narrow screen. */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (next: CategoryFilter) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: CategoryFilter) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Document categories"
      sx={{ maxWidth: '100%' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
