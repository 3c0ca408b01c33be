/** Phones (390 px screens): controls at least 44 px tall, so a thumb hits them. */
export const TAP_TARGET = { minHeight: 44 } as const;
/** 16 px text in inputs, so a phone's browser does not zoom in when one is focused. */
export const PHONE_INPUT_FONT = { fontSize: 16 } as const;
