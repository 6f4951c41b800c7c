import { DeleteOutlined, EditOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  clientUploadProblem,
  IMAGE_MAX_BYTES,
  type OfficeEnvelope,
  UPLOAD_PATHS,
  type UploadedFile,
  type UploadKind,
  VIDEO_MAX_BYTES,
} from '@dropmall/contract';
import { Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../formRules';
import { ApiError, post } from '../http';
import { showError } from '../toast';
import './upload.css';

/** The loading state stays 500 ms after a result (spec 001 §9), so a fast upload does not flicker. */
export const UPLOAD_SETTLE_MS = 500;

export interface UploadControlProps {
  /** The file's URL; empty when nothing is uploaded. */
  value?: string;
  onChange?: (url: string) => void;
  kind?: UploadKind;
  /** The client's size limit: 4 MB for pictures unless the page says otherwise (AddProduct: 1 MB). */
  maxBytes?: number;
  /** The server's limit to apply ('product' = AddProduct's 1 MB). */
  scope?: 'general' | 'product';
  /** Offer the delete action. */
  deletable?: boolean;
  /** Ask before deleting (the spec's delete-tips option). */
  deleteTips?: boolean;
  disabled?: boolean;
  /** A check of the page before the upload starts; false stops it. */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  /** Shown in the empty area. */
  label?: string;
  testId?: string;
}

/**
 * The one upload control (spec 001 §2): an empty drop/upload area, loading while the file goes up, then the
 * picture (or video) with an edit action and, optionally, a delete action.
 */
export function UploadControl({
  value = '',
  onChange,
  kind = 'image',
  maxBytes = kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES,
  scope = 'general',
  deletable = false,
  deleteTips = false,
  disabled = false,
  beforeUpload,
  label,
  testId = 'upload',
}: UploadControlProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = () => {
    timer.current = setTimeout(() => setLoading(false), UPLOAD_SETTLE_MS);
  };

  async function send(file: File) {
    const size = maxBytes / (1024 * 1024);
    const problem = clientUploadProblem(file, kind, maxBytes);
    if (problem) return showError(contractText(problem, { size }));
    if (beforeUpload && !(await beforeUpload(file))) return;
    setLoading(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const path = scope === 'product' ? `${UPLOAD_PATHS[kind]}?scope=product` : UPLOAD_PATHS[kind];
      const answer = await post<OfficeEnvelope<UploadedFile>>(path, form, { whole: true, quiet: true });
      onChange?.(answer.msg);
    } catch (error) {
      // A non-zero code shows the server's message; the loading state ends either way.
      if (error instanceof ApiError && error.kind !== 'aborted' && error.kind !== 'session')
        showError(error.message);
    } finally {
      settle();
    }
  }

  const pick = () => {
    if (!disabled && !loading) input.current?.click();
  };

  const remove = () => {
    if (!deleteTips) return onChange?.('');
    // A warning-type confirmation (spec 001 §8), with a cancel button.
    Modal.warning({
      okCancel: true,
      title: t('upload.deleteTitle'),
      content: t('upload.deleteConfirm'),
      okText: t('upload.delete'),
      cancelText: t('upload.cancel'),
      onOk: () => onChange?.(''),
    });
  };

  const accept = kind === 'image' ? '.jpg,.jpeg,.png,.gif' : '.mp4';
  const classes = ['dm-upload', disabled && 'is-disabled', dragging && 'is-dragging']
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone; the buttons and file input inside are the controls
    <div
      className={classes}
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled && !loading) void send(file);
      }}
    >
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={accept}
        disabled={disabled}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {loading ? (
        <div className="dm-upload-state" data-testid={`${testId}-loading`}>
          <Spin indicator={<LoadingOutlined spin />} />
        </div>
      ) : value ? (
        <div className="dm-upload-filled">
          {kind === 'image' ? (
            <img src={value} alt="" data-testid={`${testId}-preview`} />
          ) : (
            <video src={value} data-testid={`${testId}-preview`} muted />
          )}
          {!disabled && (
            <div className="dm-upload-actions">
              <button
                type="button"
                aria-label={t('upload.edit')}
                onClick={pick}
                data-testid={`${testId}-edit`}
              >
                <EditOutlined />
              </button>
              {deletable && (
                <button
                  type="button"
                  aria-label={t('upload.delete')}
                  onClick={remove}
                  data-testid={`${testId}-delete`}
                >
                  <DeleteOutlined />
                </button>
              )}
            </div>
          )}
        </div>
      ) : (
        <button type="button" className="dm-upload-empty" onClick={pick} disabled={disabled}>
          <PlusOutlined />
          <span>{label ?? t(kind === 'image' ? 'upload.image' : 'upload.video')}</span>
        </button>
      )}
    </div>
  );
}
