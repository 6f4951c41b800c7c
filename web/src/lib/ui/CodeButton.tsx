import { Button, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeScope } from '../codeCooldown';
import { ApiError } from '../http';
import { useCodeCooldown } from '../useCodeCooldown';

interface CodeButtonProps {
  scope: CodeScope;
  /**
   * Checks the form and asks the server for a code. Resolves with the server's message when a code was
   * sent, with null when the form stopped it; rejects when the call failed (the client already said why).
   */
  onSend: () => Promise<string | null>;
}

/** The key of the last 'code sent' toast, which the next send closes. */
let sentToasts = 0;
let sentToastKey = '';

/** 'Get code', then '{n}s to resend' (disabled) and 'Resend the verification code' (spec 001 §4). */
export function CodeButton({ scope, onSend }: CodeButtonProps) {
  const { t } = useTranslation();
  const cooldown = useCodeCooldown(scope);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const said = await onSend();
      if (said === null) return;
      // One toast per send: a second send (another form, a resend) replaces it rather than stacking. Closed and
      // opened anew under a new key, not updated under the same one: an update that met the old toast as it
      // expired (register, then log in, ~3 s apart) went out with it, and no toast showed.
      message.destroy(sentToastKey);
      sentToastKey = `code-sent-${++sentToasts}`;
      void message.success({ content: said || t('code.sent'), key: sentToastKey });
      cooldown.start();
    } catch (error) {
      // The http client has shown the server's message (taken address, cool-down, ...). A cool-down the
      // server enforces (a code sent from another tab, say) becomes this button's countdown too.
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds)
        cooldown.start(error.retryAfterSeconds);
    } finally {
      setSending(false);
    }
  };

  const waiting = cooldown.secondsLeft > 0;
  let label = t('code.get');
  if (waiting) label = t('code.wait', { n: cooldown.secondsLeft });
  else if (cooldown.sent) label = t('code.resend');

  return (
    <Button
      className="dm-code-button"
      disabled={waiting}
      loading={sending}
      onClick={() => void send()}
      data-testid="code-button"
    >
      {label}
    </Button>
  );
}
