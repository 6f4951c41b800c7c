import { Form, Input } from 'antd';
import type { CodeScope } from '../codeCooldown';
import { CodeButton } from './CodeButton';

interface CodeFieldProps {
  /** The input's id, so the label points at it. */
  id: string;
  label: string;
  placeholder: string;
  requiredMessage: string;
  scope: CodeScope;
  onSend: () => Promise<string | null>;
  /** Check the field when it loses focus rather than as typed (the login page, spec 001 §5). */
  checkOnBlur?: boolean;
}

/** The `code` field of a form with its send button and resend countdown beside it. */
export function CodeField({
  id,
  label,
  placeholder,
  requiredMessage,
  scope,
  onSend,
  checkOnBlur,
}: CodeFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} required>
      <div className="dm-code-field">
        <Form.Item
          name="code"
          noStyle
          rules={[{ required: true, whitespace: true, message: requiredMessage }]}
          validateTrigger={checkOnBlur ? 'onBlur' : 'onChange'}
        >
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={placeholder}
          />
        </Form.Item>
        <CodeButton scope={scope} onSend={onSend} />
      </div>
    </Form.Item>
  );
}
