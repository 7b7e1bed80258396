import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import { tab, tabList, tabPanel } from './primitives.css'

/** Tabs with arrow-key navigation between tabs and a focusable panel (WAI-ARIA tabs pattern). */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} />
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={tabList} />
}

export function Tab(props: Omit<TabProps, 'className'>) {
  return <AriaTab {...props} className={tab} />
}

export function TabPanel(props: Omit<TabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className={tabPanel} />
}
