import { Box, Text, VisuallyHidden } from '@csan/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { clock, remainingMs } from '../rules/remaining';

const WARN_AT = [5 * 60_000, 60_000];

/**
 * The time left until the server's deadline, ticking each second. Screen readers are told at
 * five minutes and one minute (not every second); at zero `onExpire` runs once.
 */
export function Countdown({
  deadlineAt,
  skewMs,
  onExpire,
}: {
  deadlineAt: string;
  skewMs: number;
  onExpire: () => void;
}) {
  const { t } = useTranslation(NS);
  const [left, setLeft] = useState(() => remainingMs(deadlineAt, Date.now(), skewMs));
  const [announce, setAnnounce] = useState('');
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(deadlineAt, Date.now(), skewMs);
      setLeft((before) => {
        const crossed = WARN_AT.find((mark) => before > mark && now <= mark);
        if (crossed) setAnnounce(t('exam.timeWarning', { minutes: crossed / 60_000 }));
        return now;
      });
      if (now === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadlineAt, skewMs, t]);

  return (
    <Box
      position="sticky"
      top="0"
      zIndex="docked"
      bg={left < 60_000 ? 'red.50' : 'bg'}
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="2"
    >
      <Text fontWeight="semibold">
        {t('exam.timeLeft')}{' '}
        <span role="timer" aria-live="off" data-testid="exam-countdown">
          {clock(left)}
        </span>
      </Text>
      <VisuallyHidden aria-live="assertive">{announce}</VisuallyHidden>
    </Box>
  );
}
