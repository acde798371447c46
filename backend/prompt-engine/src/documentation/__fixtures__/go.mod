module github.com/example/orders-api

go 1.22.5

toolchain go1.22.7

require (
	github.com/gin-gonic/gin v1.10.0
	github.com/jackc/pgx/v5 v5.7.1
	github.com/labstack/echo/v4 v4.12.0
	github.com/stretchr/testify v1.9.0
)

require (
	github.com/bytedance/sonic v1.12.3 // indirect
	github.com/go-playground/validator/v10 v10.22.1 // indirect
	golang.org/x/net v0.30.0 // indirect
)

replace github.com/jackc/pgx/v5 => ../pgx
