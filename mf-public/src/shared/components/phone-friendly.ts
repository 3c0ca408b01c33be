/**
 * The antd screens' phone rules (390 px screens): 16 px text in inputs, so the browser does not zoom in on focus, and
 * controls at least 44 px in both directions, so a thumb hits them. Scoped to the public screens' wrapper; class
 * selectors outrank antd's own (zero-specificity `:where`) rules.
 */
export const PHONE_FRIENDLY_CLASS = 'lexa-public-ui';

export const PHONE_FRIENDLY_CSS = `
@media (max-width: 767px) {
  .${PHONE_FRIENDLY_CLASS} input, .${PHONE_FRIENDLY_CLASS} textarea, .${PHONE_FRIENDLY_CLASS} .ant-select { font-size: 16px; }
  .${PHONE_FRIENDLY_CLASS} .ant-btn { min-height: 44px; min-width: 44px; }
  .${PHONE_FRIENDLY_CLASS} .ant-input-affix-wrapper, .${PHONE_FRIENDLY_CLASS} input.ant-input, .${PHONE_FRIENDLY_CLASS} .ant-select { min-height: 44px; }
  .${PHONE_FRIENDLY_CLASS} .ant-checkbox-wrapper, .${PHONE_FRIENDLY_CLASS} .ant-radio-wrapper { min-height: 44px; align-items: center; }
}
`;
