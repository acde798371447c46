import { useState } from 'react';
import { CheckOutlined, DesktopOutlined, MoonOutlined, SunOutlined } from '@/components/icons';
import type { ThemePreference } from '@/lib/theme';
import { useTheme } from '../theme/theme-context';
import styles from './Header.module.css';
import { NavDropdown } from './NavDropdown';

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof SunOutlined }[] = [
  { value: 'system', label: 'System', Icon: DesktopOutlined },
  { value: 'light', label: 'Light', Icon: SunOutlined },
  { value: 'dark', label: 'Dark', Icon: MoonOutlined },
];

/** Theme switch: system (follows prefers-color-scheme), light or dark; saved in localStorage. */
export function ThemeToggle() {
  const { preference, theme, setPreference } = useTheme();
  const [open, setOpen] = useState(false);
  const current = OPTIONS.find((option) => option.value === preference) ?? OPTIONS[2];
  const ButtonIcon = preference === 'system' ? DesktopOutlined : theme === 'dark' ? MoonOutlined : SunOutlined;

  return (
    <NavDropdown
      label={<ButtonIcon aria-hidden />}
      ariaLabel={`Theme: ${current.label}`}
      open={open}
      onOpenChange={setOpen}
      align="end"
      showCaret={false}
      buttonClassName={styles.iconButton}
      panelClassName={styles.themePanel}
    >
      <ul className={styles.menuList} aria-label="Theme">
        {OPTIONS.map(({ value, label, Icon }) => (
          <li key={value}>
            <button
              type="button"
              className={styles.themeOption}
              aria-pressed={preference === value}
              onClick={() => {
                setPreference(value);
                setOpen(false);
              }}
            >
              <Icon aria-hidden />
              <span>{label}</span>
              {preference === value && <CheckOutlined className={styles.themeCheck} aria-hidden />}
            </button>
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}
