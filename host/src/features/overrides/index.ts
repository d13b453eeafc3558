export { addOverridesMessages } from './add-messages';
export { overridesMessages } from './messages';
export { OverridesBanner, type OverridesBannerProps } from './overrides-banner';
export { type OverrideChoice, OverridesPanel, type OverridesPanelProps } from './overrides-panel';
export { overrideLabel, versionLabel } from './version-label';
export { isOverridesPanelOpen, isOverridesShortcut, setOverridesPanelOpen, subscribeOverridesPanel } from './panel-state';
