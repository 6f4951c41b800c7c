/**
 * A tab for the gateway's page, opened while the click is still being handled: a window opened after the
 * pay call answers would be blocked as a pop-up. It is pointed at the page once the URL is known.
 */
export interface PendingTab {
  go: (url: string) => void;
  close: () => void;
}

export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The gateway page needs no handle on the shop.
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    close: () => tab?.close(),
  };
}
