/**
 * The antd screens' phone rules (390 px screens): 16 px text in inputs, so the browser does not zoom in on focus, and
 * controls at least 44 px in both directions, so a thumb hits them. Mounted with the public antd screens only, and
 * unscoped so that dialogs portalled to the body follow them too; `!important` because antd's own input rules carry
 * a class (a plain element selector would lose to them).
 */
export const PHONE_FRIENDLY_CSS = `
@media (max-width: 767px) {
  input, textarea, .ant-select { font-size: 16px !important; }
  button, .ant-btn { min-height: 44px; min-width: 44px; }
  .ant-input-affix-wrapper, input.ant-input, .ant-select { min-height: 44px; }
  .ant-checkbox-wrapper, .ant-radio-wrapper { min-height: 44px; align-items: center; }
}
`;
