import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An antd Button that is a real link (an <a href>: opens in a new tab with a modified click) and
 * navigates inside the app on a plain click. For antd screens only: it imports antd.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => handleClick(event)} />;
}
