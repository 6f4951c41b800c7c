import { StorageKey } from '@dropmall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Modal, message, Result, Spin } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/storage';
import { AgreementArticle } from './AgreementArticle';
import { agreementKeys, fetchUnread, markAgreementsRead } from './api';
import './agreements.css';

// The gate re-reads the stored salt when it changes (after the last agreement is read).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const saltIsOne = () => readStorage(StorageKey.salt) === '1';
function clearSalt() {
  writeStorage(StorageKey.salt, '0');
  for (const listener of listeners) listener();
}

/**
 * Mandatory agreement reading (spec 001 §4, §6): with salt '1' the back office is covered by a dialog that
 * shows each unread agreement in turn. The user ticks 'I have read this' (else a warning, the spec's
 * '请选择我已看完此篇' in Chinese), and the button, 'Next' or 'Completed' on the last one, marks it read. Only then is the back office usable.
 */
export function AgreementGate() {
  const mustRead = useSyncExternalStore(subscribe, saltIsOne);
  return mustRead ? <AgreementDialog /> : null;
}

function AgreementDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unread = useQuery({ queryKey: agreementKeys.unread, queryFn: fetchUnread, staleTime: Infinity });
  const [index, setIndex] = useState(0);
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);
  const list = unread.data?.records ?? [];
  const current = list[index];
  const last = index >= list.length - 1;

  const nothingLeft = unread.isSuccess && list.length === 0;
  useEffect(() => {
    if (nothingLeft) clearSalt();
  }, [nothingLeft]);
  if (nothingLeft) return null;

  const next = async () => {
    if (!current) return;
    if (!ticked) {
      void message.warning(t('agreements.tickFirst'));
      return;
    }
    setSaving(true);
    try {
      await markAgreementsRead([current.id]);
    } finally {
      setSaving(false);
    }
    if (last) {
      void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
      clearSalt();
      return;
    }
    setIndex(index + 1);
    setTicked(false);
  };

  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={720}
      rootClassName="dm-agreement-modal"
      title={t('agreements.dialogTitle', {
        current: Math.min(index + 1, list.length || 1),
        total: list.length || 1,
      })}
      footer={
        current ? (
          <div className="dm-agreement__footer">
            <Checkbox
              checked={ticked}
              onChange={(e) => setTicked(e.target.checked)}
              data-testid="agreement-tick"
            >
              {t('agreements.haveRead')}
            </Checkbox>
            <Button type="primary" loading={saving} onClick={() => void next()} data-testid="agreement-next">
              {t(last ? 'agreements.completed' : 'agreements.next')}
            </Button>
          </div>
        ) : null
      }
      data-testid="agreement-dialog"
    >
      {unread.isError ? (
        <Result status="warning" title={t('agreements.loadFailed')} />
      ) : current ? (
        <AgreementArticle agreement={current} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
