import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}

const COMMANDS = [
  ['bold', <BoldOutlined key="b" />],
  ['italic', <ItalicOutlined key="i" />],
  ['underline', <UnderlineOutlined key="u" />],
  ['insertUnorderedList', <UnorderedListOutlined key="ul" />],
  ['insertOrderedList', <OrderedListOutlined key="ol" />],
] as const;

/**
 * The description editor: formatted text the browser edits in place. What it produces is HTML; the server
 * sanitizes it before storing, so nothing here is trusted.
 */
export function RichTextEditor({ value = '', onChange, testId = 'description' }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // Write the value in only when it differs, so the caret stays where the seller types.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const run = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    onChange?.(area.current?.innerHTML ?? '');
  };

  return (
    <div className="dm-rich-text">
      <Space size={2} className="dm-rich-text__toolbar">
        {COMMANDS.map(([command, icon]) => (
          <Button
            key={command}
            size="small"
            type="text"
            icon={icon}
            aria-label={t(`sellerProducts.editor.${command}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          />
        ))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable region is the rich-text field */}
      <div
        ref={area}
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        className="dm-rich-text__area"
        data-testid={testId}
        onInput={(e) => onChange?.(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
