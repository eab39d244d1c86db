package dev.tessera.runtime.signing;

/** Expiry dates as every runtime reads them, computed by hand (no java.time below Android API 26). */
final class EnvelopeDate {
    private EnvelopeDate() {}

    /** {@code YYYY-MM-DDTHH:MM:SSZ} for seconds since 1970. */
    static String text(long seconds) {
        long days = seconds / 86400, rest = seconds % 86400;
        long z = days + 719468;
        long era = z / 146097, dayOfEra = z - era * 146097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        long day = dayOfYear - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        return year + "-" + two(month) + "-" + two(day) + "T" + two(rest / 3600) + ":" + two(rest / 60 % 60) + ":" + two(rest % 60) + "Z";
    }

    private static String two(long value) {
        return value < 10 ? "0" + value : Long.toString(value);
    }

    /** Seconds since 1970 for a date in exactly that form from 1970 on, or -1. */
    static long seconds(String text) {
        if (text.length() != 20 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
            || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(19) != 'Z') return -1;
        long year = number(text, 0, 4), month = number(text, 5, 7), day = number(text, 8, 10);
        long hour = number(text, 11, 13), minute = number(text, 14, 16), second = number(text, 17, 19);
        if (year < 1970 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59
            || second < 0 || second > 59 || day > daysIn(month, year)) return -1;
        long y = month <= 2 ? year - 1 : year;
        long era = y / 400, yearOfEra = y - era * 400;
        long dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return (era * 146097 + dayOfEra - 719468) * 86400 + hour * 3600 + minute * 60 + second;
    }

    private static long number(String text, int from, int to) {
        long value = 0;
        for (int index = from; index < to; index++) {
            char character = text.charAt(index);
            if (character < '0' || character > '9') return -1;
            value = value * 10 + (character - '0');
        }
        return value;
    }

    private static long daysIn(long month, long year) {
        if (month == 2) return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
        return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    }
}
