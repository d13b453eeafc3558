import { useState } from 'react';
import { Button, PAGE_CLASSES } from '@platform/shared';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's text ("Copy key", "Copy link"). */
  label: string;
  /** Said beside the button once copied. */
  copiedText: string;
  /** Said when the browser refused the clipboard (the text stays on screen to copy by hand). */
  failedText: string;
}

/** Copies `text` to the clipboard and says, beside the button, whether it worked. */
export function CopyButton({ text, label, copiedText, failedText }: CopyButtonProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={PAGE_CLASSES.row}>
      <Button size="small" onClick={() => void copy()}>
        {label}
      </Button>
      {copied !== null && <span className={PAGE_CLASSES.muted}>{copied === 'yes' ? copiedText : failedText}</span>}
    </div>
  );
}
