import { Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** Superset's certified badge: a rosette whose tooltip names the certifier and the details. */
export function CertifiedBadge({ certifiedBy, details }: { certifiedBy: string; details: string | null }) {
  const label = details ? `Certified by ${certifiedBy}\n${details}` : `Certified by ${certifiedBy}`;
  return (
    <Tooltip label={label} multiline maw={280} style={{ whiteSpace: 'pre-line' }}>
      <IconRosetteDiscountCheck
        size={18}
        color="var(--mantine-color-blue-6)"
        aria-label={label}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}
