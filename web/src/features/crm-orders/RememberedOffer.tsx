import { Alert, Button } from 'antd';

/**
 * What the business gave on an earlier order of the same store customer, offered in a dialog (issue 34
 * item 4): it is used only when the business presses the button, which fills the form (saved as typed).
 */
export function RememberedOffer({
  text,
  action,
  onUse,
  testId,
}: {
  text: string;
  action: string;
  onUse: () => void;
  testId: string;
}) {
  return (
    <Alert
      type="info"
      showIcon
      className="dm-crm-remembered"
      title={text}
      data-testid={testId}
      action={
        <Button size="small" type="primary" ghost onClick={onUse} data-testid={`${testId}-use`}>
          {action}
        </Button>
      }
    />
  );
}
