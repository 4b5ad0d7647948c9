-- One database per service (docker-compose's postgres runs this on first start).
CREATE DATABASE wellness_auth;
CREATE DATABASE wellness_crm;
CREATE DATABASE wellness_checkin;
CREATE DATABASE wellness_notification;
