import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isLanguage } from '@shared/languages';
import { DIRECT_VALUE, NONE_VALUE, OTHER_VALUE, deviceClasses, type AnalyticsRow, type DeviceClass } from '@shared/schemas/analytics';
import { ctaKinds, type CtaKind } from '@shared/schemas/cta-clicks';
import { formatNumber, formatPercent, percentNumber } from '../lib/report-format';
import type { Column } from '../lib/table-csv';

export type RowDimension = 'page' | 'referrer' | 'campaign' | 'language' | 'device' | 'country';

const isDevice = (v: string): v is DeviceClass => (deviceClasses as readonly string[]).includes(v);
const isCtaKind = (v: string): v is CtaKind => (ctaKinds as readonly string[]).includes(v);

/** A row's value in words: the placeholders the server uses, a language, a device, a country's name. */
export function useValueLabel(): (dimension: RowDimension, value: string) => string {
  const { t, i18n } = useTranslation('admin');
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language.startsWith('en') ? 'en' : 'zh-CN'], { type: 'region', fallback: 'code' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  return useCallback(
    (dimension, value) => {
      if (value === OTHER_VALUE) return t('analytics.values.other');
      if (value === DIRECT_VALUE) return t('analytics.values.direct');
      if (value === NONE_VALUE) return dimension === 'country' ? t('analytics.values.unknown') : t('analytics.values.none');
      if (dimension === 'language' && isLanguage(value)) return t(`analytics.filters.langs.${value}`);
      if (dimension === 'device' && isDevice(value)) return t(`analytics.devices.${value}`);
      if (dimension === 'country' && /^[A-Z]{2}$/.test(value)) {
        try {
          return regions?.of(value) ?? value;
        } catch {
          return value;
        }
      }
      return value;
    },
    [t, regions],
  );
}

/** The columns of a report table: its value, visitors, views, and with the enquiry figures, enquiries and conversion. */
export function useRowColumns(includesEnquiries: boolean): (dimension: RowDimension, heading: string) => Column<AnalyticsRow>[] {
  const { t, i18n } = useTranslation('admin');
  const label = useValueLabel();
  return useCallback(
    (dimension, heading) => {
      const num = (n: number | null) => (n === null ? '' : formatNumber(n, i18n.language));
      const columns: Column<AnalyticsRow>[] = [
        { key: 'value', heading, text: (r) => label(dimension, r.value), csv: (r) => label(dimension, r.value) },
        { key: 'visitors', heading: t('analytics.columns.visitors'), text: (r) => num(r.visitors), csv: (r) => r.visitors, numeric: true },
        { key: 'views', heading: t('analytics.columns.views'), text: (r) => num(r.views), csv: (r) => r.views, numeric: true },
      ];
      if (!includesEnquiries) return columns;
      return [
        ...columns,
        { key: 'enquiries', heading: t('analytics.columns.enquiries'), text: (r) => num(r.enquiries), csv: (r) => r.enquiries, numeric: true },
        {
          key: 'conversion',
          heading: t('analytics.columns.conversion'),
          csvHeading: t('analytics.columns.conversionCsv'),
          text: (r) => (r.conversion === null ? '' : formatPercent(r.conversion, i18n.language)),
          csv: (r) => (r.conversion === null ? null : percentNumber(r.conversion)),
          numeric: true,
        },
      ];
    },
    [t, i18n.language, label, includesEnquiries],
  );
}

/** The calls to action in words (WhatsApp, WeChat, phone, email, booking, enquiry form), with taps and who tapped. */
export function useCtaColumns(): Column<AnalyticsRow & { value: CtaKind }>[] {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const kind = (v: string) => (isCtaKind(v) ? t(`analytics.ctaKinds.${v}`) : v);
    return [
      { key: 'value', heading: t('analytics.tables.cta.value'), text: (r) => kind(r.value), csv: (r) => kind(r.value) },
      { key: 'taps', heading: t('analytics.columns.taps'), text: (r) => formatNumber(r.views, i18n.language), csv: (r) => r.views, numeric: true },
      { key: 'tappers', heading: t('analytics.columns.tappers'), text: (r) => formatNumber(r.visitors, i18n.language), csv: (r) => r.visitors, numeric: true },
    ];
  }, [t, i18n.language]);
}
