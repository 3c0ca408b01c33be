import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  label: string;
  /** The control's id: the label points at it and the error is `{htmlFor}-error`. */
  htmlFor: string;
  error?: string;
  children: ReactNode;
}

/**
 * A label, its control and the control's error, laid out like antd's vertical Form.Item. The sign-in pages use it
 * instead of antd's Form, which brings rc-field-form, async-validator, Tooltip and scroll helpers (about 20 KB on the
 * wire) to a page with two fields.
 */
export function LabelledField({ label, htmlFor, error, children }: LabelledFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={htmlFor} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${htmlFor}-error`} role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The props that tie a control to its LabelledField's error (antd's error outline and the accessible description). */
export function fieldErrorProps(id: string, error: string | undefined) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
