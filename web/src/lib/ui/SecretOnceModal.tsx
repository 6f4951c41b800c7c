import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

/** What the dialog says; the caller translates them (its own keys stay literal for the locale checks). */
export interface SecretOnceTexts {
  title: string;
  createdTitle: string;
  cancel: string;
  save: string;
  done: string;
  /** The warning above the secret: it is shown this once. */
  secretOnce: string;
  /** Under the secret: what to do with it. */
  secretUse: string;
  copy: string;
  copied: string;
}

interface Props<Values, Created extends { secret: string }> {
  open: boolean;
  onClose: () => void;
  /** Called once the thing exists (the list refreshes); the secret stays in this dialog only. */
  onCreated: () => void;
  create: (values: Values) => Promise<Created>;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  texts: SecretOnceTexts;
  /** Prefix of the test ids: `<prefix>-done`, `<prefix>-secret`. */
  testId: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * Creates something that comes with a secret (an API key, a webhook's signing secret): a form first, then
 * the secret, shown this once. The server keeps only a hash or a sealed copy, so closing forgets it for good.
 */
export function SecretOnceModal<Values, Created extends { secret: string }>({
  open,
  onClose,
  onCreated,
  create,
  form,
  initialValues,
  texts,
  testId,
  children,
}: Props<Values, Created>) {
  const [created, setCreated] = useState<Created | null>(null);
  const save = useMutation({
    mutationFn: create,
    onSuccess: (answer) => {
      setCreated(answer);
      form.resetFields();
      onCreated();
    },
  });
  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={created ? texts.createdTitle : texts.title}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close} data-testid={`${testId}-done`}>
            {texts.done}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{texts.cancel}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {texts.save}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="dm-secret-once">
          <Alert type="warning" showIcon message={texts.secretOnce} />
          <Typography.Paragraph
            code
            copyable={{ text: created.secret, tooltips: [texts.copy, texts.copied] }}
            data-testid={`${testId}-secret`}
          >
            {created.secret}
          </Typography.Paragraph>
          <p className="dm-secret-once__use">{texts.secretUse}</p>
        </div>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => save.mutate(values)}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}
